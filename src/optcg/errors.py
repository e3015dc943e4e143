"""The one base class for every error optcg raises on purpose."""


class OptcgError(Exception):
    """Base class of optcg's own errors: bad decks, unknown cards, illegal actions."""
