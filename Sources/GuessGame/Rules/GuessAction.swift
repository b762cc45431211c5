import PlistKit
import TerminalKit

/// Everything that can happen in the guess game, named for the event.
public enum GuessAction: Equatable, Sendable {
  /// The option at this position (0-based, in the pack's order) was pressed.
  case optionPicked(Int)
  /// The answer slot at this position was pressed: it empties.
  case slotCleared(Int)
  /// Backspace: the last filled slot empties.
  case lastSlotCleared
  /// A character was typed: the first visible option showing it is picked.
  case characterTyped(String)
  /// The hint: empties the slots and reveals the next character, for `hintCost`.
  case hintRequested
  /// The second hint: removes options that belong to no remaining character, for `removeCost`.
  case removeRequested
  case zoomToggled
  case zoomClosed
  case nextRequested
  case restartRequested
  /// The clock reached this time.
  case timePassed(Double)
}

/// Work the rules ask the program to do outside them.
public enum GuessEffect: Equatable, Sendable {
  case saveProgress
  /// The question at this index ended, solved or skipped: the statistics count it.
  case questionEnded(Int)
  /// The last question ended: the run's score is kept if it is the best.
  case finished
}
