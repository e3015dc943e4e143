"""`python -m optcg.cli ...` runs the same command line as `optcg ...`."""

from .launch import main

main(prog_name="optcg")
