"""Entry point for ``python -m torchlint``."""

import os
import sys

# `python -m` puts the working directory first on sys.path, so a project being checked could
# shadow torchlint's own imports: a click.py or difflib.py in it would run. Checking never runs
# the user's code, so imports come from anywhere but there.
try:
    here = os.getcwd()
except FileNotFoundError:  # the folder was deleted under us: nothing relative can be checked
    print("error: the current working folder no longer exists: cd to an existing one",
          file=sys.stderr)
    sys.exit(2)
if sys.path and sys.path[0] and os.path.realpath(sys.path[0]) == os.path.realpath(here):
    del sys.path[0]

from torchlint.cli import main  # noqa: E402

if __name__ == "__main__":
    main()
