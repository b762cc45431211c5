#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import PlistKit
import TerminalKit

/// A program run on a pseudo-terminal of a given size, as a player's terminal runs it: the
/// test reads what it draws, types keys, sends signals, and reads the terminal's modes after.
public final class PseudoTerminal {
  public let pid: pid_t
  private let master: Int32
  /// Kept open so the terminal's modes can be read once the program has gone.
  private let slave: Int32
  public private(set) var output: [UInt8] = []

  public init(_ arguments: [String], environment: [String: String], columns: UInt16 = 80, rows: UInt16 = 24) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
    self.master = master
    self.slave = slave
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
    posix_spawn_file_actions_addclose(&actions, master)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A session of its own, default signal actions and no signal blocked, as a shell starts a
    // program (the test runner's threads block some). POSIX_SPAWN_SETSID is 0x80 on glibc and
    // Swift does not import the macro.
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(0x80 | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    // Arguments go as the bytes they hold: a PathText string with a name that is not UTF-8 too.
    let argv = arguments.map { PathText.withCString($0) { strdup($0) } } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    pid = child
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, WNOHANG)
    close(master)
    close(slave)
  }

  /// Reads what the program wrote, for up to `seconds`, or until `until` holds of the output.
  @discardableResult
  public func read(for seconds: Double, until: (String) -> Bool = { _ in false }) -> String {
    let end = Date().addingTimeInterval(seconds)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while Date() < end {
      var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
      _ = poll(&fds, 1, 20)
      let got = buffer.withUnsafeMutableBytes { readBytes(master, $0.baseAddress, $0.count) }
      if got > 0 { output += buffer[0..<got] }
      if until(text) { break }
    }
    return text
  }

  public var text: String { String(decoding: output, as: UTF8.self) }

  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  public func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Waits for the program to end; its exit status, 128 + N when signal N ended it, nil on timeout.
  public func exitStatus(within seconds: Double) -> Int32? {
    let end = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < end {
      read(for: 0.02)
      if waitpid(pid, &status, WNOHANG) == pid {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
    }
    return nil
  }

  /// The terminal's modes as the program left them.
  public var modes: termios {
    var modes = termios()
    tcgetattr(slave, &modes)
    return modes
  }

  /// Whether the modes are a shell's: canonical input, echo, signals from keys.
  public var isSane: Bool {
    let local = modes.c_lflag
    return local & tcflag_t(ICANON) != 0 && local & tcflag_t(ECHO) != 0 && local & tcflag_t(ISIG) != 0
  }
}

private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
