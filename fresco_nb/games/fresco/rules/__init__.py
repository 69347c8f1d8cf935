"""The rules core of Fresco: state, actions, the game loop and one module per part of the rulebook."""
