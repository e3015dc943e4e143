"""ST-01 Straw Hat Crew.  Cards not listed have no text (vanilla) or are
not yet scripted beyond what is listed here."""

from . import CardScript

SCRIPTS = {
    "ST01-006": CardScript(keywords=("Blocker",), complete=True),   # Tony Tony.Chopper
    "ST01-012": CardScript(keywords=("Rush",)),                     # Monkey.D.Luffy
}
