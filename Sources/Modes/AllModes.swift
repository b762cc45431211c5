import AppGrid
import GameCore
import GuessGame
import ShopCatalog

/// Every mode `arcade` hosts, in launcher order: the one list the program, the fuzzer and the
/// benchmarks share. A new mode is its module and one line here.
public let allModes = ModeRegistry([
  GuessMode(),
  GridMode(),
  ShopMode(),
])
