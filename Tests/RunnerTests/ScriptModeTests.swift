import Foundation
import GameCore
import Testing
import TestSupport
import PlistKit
import TerminalKit

/// The `arcade` binary run as a subprocess, as pack authors and other programs use it.
struct ScriptModeTests {
  static let binary = packageRoot + "/.build/debug/arcade"

  struct Run {
    var status: Int32
    var out: String
    var err: String
    var jsonLines: [[String: Any]] {
      out.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }
  }

  static func arcade(_ arguments: [String], input: String, environment: [String: String] = [:], holdInput: Bool = false) throws -> Run {
    let home = NSTemporaryDirectory() + "arcade-home-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: home) }
    return try run(binary, arguments, environment: ["HOME": home, "PATH": "/usr/bin:/bin"].merging(environment) { $1 },
                   directory: packageRoot, input: input, holdInput: holdInput)
  }

  /// Runs `program` with exactly `environment` (nil: this process's) in `directory`, `input`
  /// on its standard input; what it printed on each stream and its status. With `holdInput`
  /// the input stays open after `input` until the program ends, as a silent player's would.
  static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
                  input: String = "", holdInput: Bool = false) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // A child that ends before reading its input (an error at once) must not take the test
    // process down with SIGPIPE: the write then fails, and the child's output tells.
    signal(SIGPIPE, SIG_IGN)
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    if !holdInput { try stdin.fileHandleForWriting.close() }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if holdInput { try stdin.fileHandleForWriting.close() }
    return Run(status: process.terminationStatus, out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self))
  }

  /// Starts `program` with exactly `environment` and leaves it running (many at once): `input`
  /// is written to it and closed, its output goes nowhere, its standard error is kept to read.
  static func start(_ program: String, _ arguments: [String], environment: [String: String], input: String) throws -> (process: Process, stderr: Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    let stdin = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    try process.run()
    signal(SIGPIPE, SIG_IGN)
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    return (process, stderr)
  }

  @Test func theBinaryIsBuilt() {
    #expect(PathSafety.isFile(Self.binary), "swift build makes .build/debug/arcade, which these tests run")
  }

  @Test(.enabled(if: PathSafety.isFile(binary)))
  func aWholeEnglishPackIsPlayedFromAScript() throws {
    let pack = try PlistDocument(contentsOf: packageRoot + "/plist-data/guess-en/questions.plist").value()
    let answers = try #require(pack.arrayValue).compactMap { $0.dictionaryValue?["answer"]?.stringValue }
    var script = answers.map { "type \($0)" }.joined(separator: "\nwait 0.5\n")
    script += "\nwait 0.5\nstate\n"
    let run = try Self.arcade(["guess", "guess-en", "--script"], input: script)
    #expect(run.status == 0)
    #expect(run.err == "")
    let states = run.jsonLines
    #expect(states.count == answers.count * 2 + 1)
    let first = try #require(states.first)
    #expect(first["index"] as? Int == 1)
    #expect(first["status"] as? String == "correct")
    #expect(first["slots"] as? [String] == answers[0].map(String.init))
    let last = try #require(states.last)
    #expect(last["status"] as? String == "finished")
    #expect(last["score"] as? Int == 10_000 + 100 * answers.count)
    #expect(last["solved"] as? Int == answers.count)
  }

  @Test(.enabled(if: PathSafety.isFile(binary)))
  func refusalsAndErrorsAreReportedInLine() throws {
    let script = "pick 99\nclear 1\nnext\nhint\nhint\nhint\nhint\nhint\nhint\nhint\nhint\nhint\nhint\nhint\nwait soon\nfly\n"
    let run = try Self.arcade(["guess", "plist-data/guess-zh", "--script"], input: script)
    #expect(run.status == 0)
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(lines[0] == #"{"error":"'pick' needs an option number from 1 to 21"}"#)
    let states = run.jsonLines.filter { $0["error"] == nil }
    #expect(states[0]["message"] as? String == "第 1 个格子已经是空的")
    #expect(states[1]["index"] as? Int == 2)
    #expect((states.last?["message"] as? String)?.hasPrefix("提示要 1000 分; 你有 ") == true)
    #expect(lines[lines.count - 2] == #"{"error":"'wait' needs a number of seconds from 0 to 1000000000, such as: wait 0.5"}"#)
    #expect(lines.last?.hasPrefix(#"{"error":"unknown command 'fly'"#) == true)
  }

  @Test(.enabled(if: PathSafety.isFile(binary)))
  func scriptModeNeverTouchesSavedProgress() throws {
    let state = NSTemporaryDirectory() + "arcade-state-" + UUID().uuidString
    _ = try Self.arcade(["guess", "guess-zh", "--script"], input: "next\nhint\n", environment: ["XDG_STATE_HOME": state])
    #expect(!PathSafety.isDirectory(state + "/arcade"))
  }

  @Test(.enabled(if: PathSafety.isFile(binary)))
  func thePlainFrontEndPrintsFramesWithoutEscapes() throws {
    let run = try Self.arcade(["guess", "guess-zh", "--plain"], input: "type 太\n", environment: ["COLUMNS": "80", "LINES": "24"])
    #expect(run.status == 0)
    #expect(!run.out.contains("\u{1B}"))
    #expect(run.out.contains("白天挂在天上的大火球"))
    #expect(run.out.contains("[太] [  ]"))
  }

  @Test(.enabled(if: PathSafety.isFile(binary)))
  func badInputEndsWithOneLineAndACode() throws {
    let run = try Self.arcade(["play", "no-such-pack"], input: "")
    #expect(run.status == 1)
    let packs = PathSafety.contents(of: packageRoot + "/plist-data").filter { PathSafety.isDirectory(packageRoot + "/plist-data/" + $0) }.sorted()
    #expect(run.err.hasPrefix("Error: no-such-pack: no such file, folder or pack. (the packs are: \(packs.joined(separator: ", ")))"))
    let usage = try Self.arcade(["lnt"], input: "")
    #expect(usage.status == 2)
    #expect(usage.err == "Error: unknown command 'lnt'. Did you mean 'lint'?\nUsage: arcade [COMMAND] [OPTIONS]  (arcade --help lists the commands)\n")
  }
}

struct GridScriptTests {
  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func downloadsRunAtOnceAndFinishWithTime() throws {
    let run = try ScriptModeTests.arcade(["grid", "apps-zh", "--script"],
                                         input: "download 1\ndownload 2\nwait 1\ndownload 1\ncancel 2\nwait 5\nremove 1\nstate\n")
    #expect(run.status == 0)
    let states = run.jsonLines
    #expect(states.count == 8)
    func app(_ state: [String: Any], _ i: Int) -> [String: Any] { (state["apps"] as? [[String: Any]])?[i] ?? [:] }
    #expect(states[0]["toast"] as? String == "正在下载...")
    #expect(app(states[1], 0)["state"] as? String == "downloading" && app(states[1], 1)["state"] as? String == "downloading")
    #expect((app(states[2], 0)["progress"] as? Double ?? 0) > 0.5)
    #expect(states[3]["message"] as? String == "天气 已经在下载了")
    #expect(app(states[4], 1)["state"] as? String == "idle")
    #expect(app(states[5], 0)["state"] as? String == "installed")
    #expect(states[5]["toast"] is NSNull)
    #expect(app(states[6], 0)["state"] as? String == "idle")
    #expect(states[6]["message"] as? String == "已删除 天气")
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func theLauncherPrintsItsScreenWithoutATerminal() throws {
    let run = try ScriptModeTests.arcade(["--plain"], input: "tab 3\n", environment: ["COLUMNS": "80", "LINES": "24"])
    let listing = try ScriptModeTests.arcade([], input: "")
    #expect(listing.out.contains("guess-zh  guess  24     built-in  超级猜图 · 图画"))
    #expect(run.status == 0)
    #expect(run.out.contains("全部 All") && run.out.contains("Picture Words") && run.out.contains("应用管理 · 示例应用"))
    let afterTab = try #require(run.out.components(separatedBy: "----------------------------------------").last)
    #expect(afterTab.contains("应用管理 · 示例应用") && !afterTab.contains("Picture Words"))
  }
}
