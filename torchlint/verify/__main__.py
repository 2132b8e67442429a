"""`python -m torchlint.verify bench|verify ...`: the verifier without the main CLI.

Useful on a GPU machine where only torch and click are installed (no libcst), since the
bench workloads need no linting.
"""

import click

from torchlint.verify.commands import bench, verify


@click.group()
def main() -> None:
    """torchlint's runtime verifier."""


main.add_command(bench)
main.add_command(verify)

if __name__ == "__main__":
    main()
