"""The games the kit plays: each game's own rules, data loader and board under its own package."""
