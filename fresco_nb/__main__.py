"""``python -m fresco_nb``: the command line."""
import sys

from .cli import main

sys.exit(main())
