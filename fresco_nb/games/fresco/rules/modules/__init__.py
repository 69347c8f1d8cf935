"""The three expansion modules, each plugged in where the book says it acts (R-MOD-1)."""
