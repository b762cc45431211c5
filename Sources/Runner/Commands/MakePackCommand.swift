import GameCore
import GuessGame
import Pictures
import PlistKit
import TerminalKit

/// `arcade make-pack PICTURES -o PACK`: a guess pack from a folder of pictures, a question a
/// picture, its answer the file's name unless a sidecar says otherwise.
struct MakePackCommand {
  static let spec = CommandSpec(
    "make-pack", arguments: "PICTURES -o PACK", positionals: 1...1,
    options: [
      OptionSpec(["-o", "--output"], value: "PACK", help: "The pack folder to write: a new one, or an empty one."),
      OptionSpec(["--name"], value: "NAME", help: "The pack's name (default: the pictures folder's)."),
      OptionSpec(["--language"], value: "LANG", allowed: ["zh", "en"],
                 help: "zh or en: decoys and clues in that language (default: zh when a name holds Chinese)."),
      OptionSpec(["--options"], value: "N", help: "Options a question, 4 to 24 (default 21)."),
      OptionSpec(["--format"], value: "FORMAT", allowed: ["xml", "binary"], help: "questions.plist as xml (default) or binary."),
      OptionSpec(["--seed"], value: "N", help: "The shuffle's seed (default 1): the same pictures and seed make the same pack."),
      OptionSpec(["--link"], help: "Link the pictures into the pack (hard links, on the same disk) instead of copying them."),
      OptionSpec(["--force"], help: "Write over a pack made before (its pack.plist, questions.plist and pictures)."),
    ],
    summary: "Make a guess pack from a folder of pictures.",
    discussion: """
      Each PNG, JPEG or PPM picture becomes a question; its answer is its file name (太阳.png is
      太阳; golden_gate.jpg is GOLDENGATE: a slot is a letter). answers.txt beside the pictures
      overrides that, a line a picture: FILE = ANSWER | CLUE (# starts a comment); or
      pictures.plist, {FILE: {answer, title}}. Options are the answer's characters and decoys,
      shuffled from the seed. A picture that does not decode is skipped and said; the pack
      made is checked as `arcade lint` checks it.
      """)

  let arcade: Arcade

  func run(_ parsed: ParsedCommand) -> ExitCode {
    let folder = parsed.positionals[0]
    guard let output = parsed.value("--output") else { return usage("'make-pack' needs the pack folder to write: -o PACK") }
    guard let options = Int(parsed.value("--options") ?? "21"), PackMaker.optionRange.contains(options) else {
      return usage("--options needs a number from \(PackMaker.optionRange.lowerBound) to \(PackMaker.optionRange.upperBound)")
    }
    guard let seed = UInt64(parsed.value("--seed") ?? "1") else { return usage("--seed needs a whole number from 0 to \(UInt64.max)") }
    guard PathSafety.isDirectory(folder) else { return fail("\(folder): not a folder of pictures") }
    if let refusal = Self.refusal(toWrite: output, force: parsed.flag("--force")) { return fail(refusal) }
    let (pictures, sources, skipped) = Self.pictures(in: folder)
    for line in skipped { arcade.console.err("warning: skipped \(TextCleaner.visible(line))") }
    for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
      arcade.console.err("note: \(TextCleaner.visible(source)): the name is not UTF-8; read as GB18030 (GBK), it is \(name), as the pack names it")
    }
    guard !pictures.isEmpty else { return fail("\(folder) holds no pictures that can be read (PNG, JPEG or PPM)") }
    let chinese = pictures.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
    let language = PackMaker.Language(rawValue: parsed.value("--language") ?? (chinese ? "zh" : "en")) ?? .en
    let maker = PackMaker(language: language, options: options, seed: seed)
    let sidecar: [String: PackMaker.Entry]
    let sidecarPath = PathSafety.isFile(PathSafety.join(folder, "pictures.plist")) ? "pictures.plist" : "answers.txt"
    switch AnswersFile.read(PathSafety.join(folder, sidecarPath), pictures: Set(pictures)) {
    case .success(let entries): sidecar = entries
    case .failure(let problem): return fail(problem.message)
    }
    let plan = QuestionPlan.make(pictures, sidecar: sidecar, maker: maker)
    guard plan.problems.isEmpty else {
      for problem in plan.problems { arcade.console.err("Error: \(PathSafety.join(folder, problem))") }
      arcade.console.err("(answers.txt can give an answer a file name cannot: FILE = ANSWER | CLUE)")
      return .failure
    }
    let name = parsed.value("--name") ?? PathSafety.fileName(of: folder)
    let linked: Bool
    do throws(LoadError) {
      linked = try write(plan, from: folder, sources: sources, to: output, name: name, language: language,
                         binary: parsed.value("--format") == "binary", link: parsed.flag("--link"))
    } catch {
      return fail(error.description)
    }
    if parsed.flag("--link") && !linked { arcade.console.err("note: the pictures were copied: they cannot be linked across disks") }
    let count = plan.questions.count
    arcade.console.out("Wrote \(count) question\(count == 1 ? "" : "s") to \(output) (arcade play \(output))")
    return lintMade(output)
  }

  /// Why `output` cannot be written: a file; a folder with something in it, unless it is a
  /// guess pack and `--force` says so (never a folder of other things: --force must not write
  /// into a home folder named by mistake, nor turn a shop into a guess pack); a pack in which
  /// what make-pack writes (pack.plist, questions.plist, pictures and the files in it) is a
  /// link, which a write would follow out of the pack (a downloaded pack could aim it at a
  /// shell's start-up file). Said before anything is written.
  static func refusal(toWrite output: String, force: Bool) -> String? {
    if PathSafety.isFile(output) { return "\(output) is a file: name a new folder" }
    guard PathSafety.isDirectory(output), !PathSafety.contents(of: output).isEmpty else { return nil }
    guard force else { return "\(output) already exists and is not empty: name a new folder, or --force to write over a pack" }
    let pictures = PathSafety.join(output, "pictures")
    let written = ["pack.plist", "questions.plist", "pictures"].map { PathSafety.join(output, $0) }
      + FolderIndex(pictures).entries.keys.sorted().map { PathSafety.join(pictures, $0) }
    if let link = written.first(where: { FolderIndex.lstatKind($0) == .link }) {
      return "\(link) is a link: make-pack writes nothing through a link; remove it, or name a new folder"
    }
    let manifest = PathSafety.join(output, "pack.plist")
    guard PathSafety.isFile(manifest) else {
      return "\(output) is not a pack (it has no pack.plist): --force writes over a pack only"
    }
    let mode = (try? PlistDocument(contentsOf: manifest).value())?["mode"]?.stringValue
    guard mode == "guess" else {
      let said = mode.map { "its pack.plist says mode \"\(TextCleaner.clean(String($0.prefix(40))))\"" } ?? "its pack.plist names no mode"
      return "\(output) is not a guess pack (\(said)): --force writes over a guess pack only"
    }
    return nil
  }

  /// The folder's pictures that decode, sorted by the names the pack gives them; the file each
  /// came from where that name differs (a name that is not UTF-8, read as GB18030); the
  /// others with the reason.
  static func pictures(in folder: String) -> (pictures: [String], sources: [String: String], skipped: [String]) {
    var skipped: [String] = []
    var sources: [String: String] = [:]
    let checker = DecodingPictureChecker()
    var pictures: [String] = []
    for file in PathSafety.contents(of: folder) {
      guard !file.hasPrefix("."), let dot = file.lastIndex(of: ".") else { continue }
      guard PackMaker.pictureExtensions.contains(file[file.index(after: dot)...].lowercased()) else { continue }
      var name = file
      if file.unicodeScalars.contains(where: PathText.isEscape) {
        guard let decoded = LegacyNames.decodeGB18030(PathText.bytes(file)) else {
          skipped.append("\(file): its name is neither UTF-8 nor GB18030 (GBK): rename it")
          continue
        }
        name = decoded
      }
      if let refusal = PathSafety.refusal(for: name) {
        skipped.append("\(file): \(refusal)")
        continue
      }
      let path = PathSafety.join(folder, file)
      guard PathSafety.isFile(path) else { continue }
      if let problem = checker.problem(at: path) {
        skipped.append("\(file): it cannot be read as a picture: \(problem)")
        continue
      }
      if name != file {
        guard sources[name] == nil, !PathSafety.isFile(PathSafety.join(folder, name)) else {
          skipped.append("\(file): read as GB18030 it is \(name), which another picture is named already")
          continue
        }
        sources[name] = file
      }
      pictures.append(name)
    }
    return (pictures.sorted(), sources, skipped)
  }

  /// The pack just made, checked as `arcade lint` checks it: its lines, and a summary.
  private func lintMade(_ output: String) -> ExitCode {
    let lint = LintCommand(arcade: arcade)
    var diagnostics = lint.check(output)
    arcade.console.out(diagnostics: &diagnostics)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    arcade.console.out("Checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
    return errors > 0 ? .failure : .success
  }

  /// Writes the pack; whether the pictures were linked (false: copied).
  private func write(_ plan: QuestionPlan, from folder: String, sources: [String: String], to output: String, name: String,
                     language: PackMaker.Language, binary: Bool, link: Bool) throws(LoadError) -> Bool {
    try AtomicFile.makeFolders(PathSafety.join(output, "pictures"))
    // What a make-pack killed mid-write left behind.
    AtomicFile.removeLeftovers(in: output)
    AtomicFile.removeLeftovers(in: PathSafety.join(output, "pictures"))
    var linked = link
    for file in plan.files {
      let target = PathSafety.join(output, "pictures/" + file)
      let source = PathSafety.join(folder, sources[file] ?? file)
      if linked, AtomicFile.hardLink(source, to: target) { continue }
      linked = false
      try AtomicFile.write(try FileBytes.contents(of: source), to: target)
    }
    let questions = PlistValue.array(plan.questions.map { question in
      .dictionary(PlistDictionary([("answer", .string(question.answer)), ("icon", .string(question.icon)), ("title", .string(question.title)),
                                   ("options", .array(question.options.map(PlistValue.string)))]))
    })
    let data: [UInt8]
    if binary {
      data = BinaryPlistWriter.write(questions)
    } else {
      do throws(PlistError) { data = try XMLPlistWriter.checkedWrite(questions) } catch { throw .syntax(error.inFile("questions.plist")) }
    }
    try AtomicFile.write(data, to: PathSafety.join(output, "questions.plist"))
    let summary = language == .zh ? "\(plan.questions.count) 张图, 猜猜是什么" : "\(plan.questions.count) pictures to name"
    let manifest = PlistValue.dictionary(PlistDictionary([
      ("name", .string(name)), ("mode", .string("guess")), ("version", .string("1.0")), ("language", .string(language.rawValue)),
      ("summary", .string(summary)), ("data", .string("questions.plist")), ("pictures", .string("pictures")),
    ]))
    let manifestBytes: [UInt8]
    do throws(PlistError) { manifestBytes = try XMLPlistWriter.checkedWrite(manifest) } catch { throw .syntax(error.inFile("pack.plist")) }
    try AtomicFile.write(manifestBytes, to: PathSafety.join(output, "pack.plist"))
    return linked
  }

  private func usage(_ message: String) -> ExitCode {
    arcade.console.err("Error: \(message)")
    arcade.console.err("Usage: \(Self.spec.usage)")
    return .usage
  }

  private func fail(_ message: String) -> ExitCode {
    arcade.console.err("Error: \(message)")
    return .failure
  }
}

/// The questions a folder makes, or what stops it: each problem names its file.
struct QuestionPlan {
  var questions: [Question] = []
  var files: [String] = []
  var problems: [String] = []

  static func make(_ pictures: [String], sidecar: [String: PackMaker.Entry], maker: PackMaker) -> QuestionPlan {
    var plan = QuestionPlan()
    var answers: [String] = []
    var icons: [String: String] = [:]
    for file in pictures {
      let answer = sidecar[file]?.answer ?? maker.answer(fromFileName: file)
      if let refusal = maker.refusal(ofAnswer: answer) {
        plan.problems.append("\(file): \(refusal)")
        continue
      }
      let icon = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
      if let other = icons[icon] {
        plan.problems.append("\(file): \(other) has the same name: rename one (a picture is found by its name)")
        continue
      }
      icons[icon] = file
      answers.append(answer)
      plan.files.append(file)
      let title = sidecar[file]?.title ?? (maker.language == .zh ? "这是什么?" : "What is it?")
      plan.questions.append(Question(answer: answer, icon: icon, title: title, options: []))
    }
    for i in plan.questions.indices {
      var others = answers
      others.remove(at: i)
      plan.questions[i].options = maker.options(for: answers[i], others: others, number: i)
    }
    return plan
  }
}

extension AnswersFile {
  /// The sidecar of `folder`, none when it has none.
  static func read(_ path: String, pictures: Set<String>) -> Result<[String: PackMaker.Entry], Problem> {
    guard PathSafety.isFile(path) else { return .success([:]) }
    if path.hasSuffix(".plist") { return readPlist(path, pictures: pictures) }
    do throws(LoadError) {
      let bytes = try sidecarBytes(path)
      guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Problem(message: "\(path): not UTF-8 text")) }
      return parse(text, name: path, pictures: pictures)
    } catch {
      return .failure(Problem(message: error.description))
    }
  }

  /// A sidecar names a folder's pictures: a megabyte is far more than that needs, and a larger
  /// file is refused rather than read.
  private static func sidecarBytes(_ path: String) throws(LoadError) -> [UInt8] {
    let most = 1 << 20
    let bytes = try FileBytes.contents(of: path, limit: most + 1)
    guard bytes.count <= most else { throw .file(path, reason: "is larger than 1 MB: too large for a list of pictures") }
    return bytes
  }

  /// `pictures.plist`: a dictionary from a picture's file name to its `answer` and `title`.
  private static func readPlist(_ path: String, pictures: Set<String>) -> Result<[String: PackMaker.Entry], Problem> {
    do throws(LoadError) {
      let document = PlistDocument(name: path, bytes: try sidecarBytes(path))
      guard case .dictionary(let root) = try document.value() else {
        return .failure(Problem(message: "\(path): expected a dictionary from a picture's file name to its answer and title"))
      }
      var entries: [String: PackMaker.Entry] = [:]
      for entry in root.entries {
        let file = entry.key
        guard pictures.contains(file) else { return .failure(Problem(message: "\(path): there is no picture \"\(file.prefix(60))\" in the folder")) }
        do throws(ModelError) {
          entries[file] = try PicturesEntry(plist: entry.value).entry
        } catch {
          throw .model(document.located(error.inside(.key(file))))
        }
      }
      return .success(entries)
    } catch {
      return .failure(Problem(message: error.description))
    }
  }
}

/// An entry of `pictures.plist` beside the pictures: `{FILE: {answer, title}}`.
private struct PicturesEntry: PlistModel {
  let entry: PackMaker.Entry
  init(from plist: PlistObject) throws(ModelError) {
    entry = PackMaker.Entry(answer: try plist.optional("answer"), title: try plist.optional("title"))
  }
}
