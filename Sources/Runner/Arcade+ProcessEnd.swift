import TerminalKit

extension Arcade {
  /// Leaves `value` to the end of the process, unfreed, when the process ends as `run`
  /// returns (`endsWithProcess`); otherwise does nothing, and `value` is freed as usual.
  func leaveToProcessEnd(_ value: Any) {
    guard endsWithProcess else { return }
    ProcessEnd.leave(value)
  }
}
