"""Fresco (Ruskowski & Süßelbeck, 2010): its rules core (``rules``) and its data loader (``data``)."""
