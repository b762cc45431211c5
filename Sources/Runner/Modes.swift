import AppGrid
import GameCore
import GuessGame
import ShopCatalog
import PlistKit
import TerminalKit

/// Every mode this program hosts, in launcher order. Adding a mode is one line here.
let allModes = ModeRegistry([
  GuessMode(),
  GridMode(),
  ShopMode(),
])
