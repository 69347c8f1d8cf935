"""What every game of the kit shares and no game owns: the errors a rules core raises (:mod:`.errors`) and the checks
of the settings every game has (:mod:`.checks`: seed, switches, names). A game's package imports these from here,
never from another game's package (tests/test_generic.py)."""
