"""The drawing kit every game's board is drawn with: primitives (colours, print sizes, memoised SVG texts and
shapes) and the boards' words."""
