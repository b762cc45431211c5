import AppGrid
import GameCore
import GuessGame

/// Every mode this program hosts, in launcher order. Adding a mode is one line here.
let allModes = ModeRegistry([
  GuessMode(),
  GridMode(),
])
