"""pytest over ``tutorials/`` (nbval) checks the built notebooks only.

The sources ``src/NN-slug.py`` are notebooks in jupytext's percent format, not modules: the
project's ``--doctest-modules`` would import (and so run) them outside their notebook.
"""

collect_ignore_glob = ["src/*.py"]
