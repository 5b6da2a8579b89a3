"""Mexican Train, the train game on a double-twelve set (double-nine for a shorter game)."""

from dominoes_qt.games.mexican_train.rules import MexicanTrain

TRAIN_RULES = MexicanTrain()

__all__ = ["TRAIN_RULES", "MexicanTrain"]
