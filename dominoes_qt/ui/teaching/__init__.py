"""Teaching widgets: the rules book and the guided first game.

``RulesBook(parent, variant)`` is a dialog; ``GuidedGameWidget(GUIDES[variant])`` is a
widget to put in a dialog or a tab. Both follow language changes by themselves.
"""

from dominoes_qt.ui.teaching.figure import BoardFigure
from dominoes_qt.ui.teaching.guided import GuidedGameWidget
from dominoes_qt.ui.teaching.rulesbook import RulesBook

__all__ = ["BoardFigure", "GuidedGameWidget", "RulesBook"]
