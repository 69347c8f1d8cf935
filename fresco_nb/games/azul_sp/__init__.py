"""Azul: Summer Pavilion (Michael Kiesling, 2019) for 2-4 players: an exact rules core in the style of Fresco's.

Rule IDs ``A-…`` are those of the rules reference; the component numbers live in ``data/azul_sp/*.toml``.
"""
