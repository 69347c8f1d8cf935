"""The drawing kit every game's board is drawn with: ``primitives`` (colours, print sizes, memoised SVG texts,
numbers and shapes), ``board`` (a drawing's reading of the game, the layout it is made in, panels, the legal
outline, the options panel's chips, whose turn, a part drawn larger in place) and ``words`` (the boards' words)."""
