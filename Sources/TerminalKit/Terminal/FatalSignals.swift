#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back when a signal ends the game without the run loop: a quit or abort
/// from the keyboard or `kill`, a broken pipe, a timer, or a crash (a trap, a bad access). The
/// handler does only what is safe in a signal handler — one `write` of bytes made in advance,
/// one `tcsetattr` with settings saved in advance — then ends the process with the signal's
/// usual status by raising it again with its default action. SIGKILL cannot be caught; after
/// one, `reset` (or `stty sane`) mends the terminal.
enum FatalSignals {
  /// Signals whose default action ends the process, other than those the run loop handles
  /// itself through `SignalPipe` (SIGINT, SIGTERM, SIGHUP) and SIGKILL/SIGSTOP.
  static let handled: [Int32] = [SIGQUIT, SIGABRT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGILL, SIGTRAP, SIGFPE,
                                 SIGSEGV, SIGBUS, SIGSYS, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF]

  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

  /// Arms the handlers for a terminal in raw mode with `settings` to go back to.
  static func install(settings: termios, input: Int32, output: Int32) {
    let bytes = Array(RawTerminal.leaveSequence.utf8)
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    copy.initialize(from: bytes, count: bytes.count)
    let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    saved.initialize(to: settings)
    fatalRestore = FatalRestore(bytes: copy, count: bytes.count, settings: saved, input: input, output: output)
    for number in handled {
      var action = sigaction()
      #if canImport(Glibc)
      action.__sigaction_handler = .init(sa_handler: { number in FatalSignals.restoreAndDie(number) })
      #else
      action.__sigaction_u = .init(__sa_handler: { number in FatalSignals.restoreAndDie(number) })
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var old = sigaction()
      if sigaction(number, &action, &old) == 0 { previous[number] = old }
    }
  }

  /// Puts back the handlers there were before (the Swift runtime's crash reporter among them).
  static func uninstall() {
    for (number, old) in previous {
      var action = old
      sigaction(number, &action, nil)
    }
    previous = [:]
    fatalRestore = nil
  }

  private static func restoreAndDie(_ number: Int32) {
    if let restore = fatalRestore {
      _ = write(restore.output, restore.bytes, restore.count)
      tcsetattr(restore.input, TCSANOW, restore.settings)
    }
    signal(number, SIG_DFL)
    raise(number)
  }
}

/// What the handler needs, made before any signal can come (the buffers are never freed: a
/// few dozen bytes, and a handler may still be running when the game leaves raw mode).
private struct FatalRestore {
  let bytes: UnsafeMutablePointer<UInt8>
  let count: Int
  let settings: UnsafeMutablePointer<termios>
  let input: Int32
  let output: Int32
}

nonisolated(unsafe) private var fatalRestore: FatalRestore?
