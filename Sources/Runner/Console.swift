import GameCore

/// Where a command's output goes; tests collect it instead of printing.
struct Console {
  var out: (String) -> Void
  var err: (String) -> Void

  static var standard: Console {
    Console(out: { StandardStream.write($0 + "\n", to: StandardStream.output) },
            err: { StandardStream.write($0 + "\n", to: StandardStream.error) })
  }
}

/// What the process ends with: 0 done, 1 a failure (bad pack, unreadable file), 2 a usage mistake.
enum ExitCode: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
