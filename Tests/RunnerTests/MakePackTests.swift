import Foundation
import GameCore
import Pictures
import PlistKit
import Testing
import TestSupport
@testable import Runner

/// `arcade make-pack`, run as a user runs it: pictures in, a pack out that lint passes and the
/// game plays.
struct MakePackTests {
  /// A folder of five of our pictures under names a player would give them.
  static func pictures() throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    let source = packageRoot + "/plist-data/guess-en/pictures/"
    for (from, to) in [("sun", "sun.png"), ("moon", "moon.png"), ("house", "golden_gate.png"), ("tree", "大树.png"), ("star", "star.png")] {
      folder.write(to, bytes: try FileBytes.contents(of: source + from + ".png"))
    }
    folder.write("notes.txt", "not a picture")
    return folder
  }

  static func questions(_ pack: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: pack + "/questions.plist"))
    return try PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]] ?? []
  }

  /// Names from a zip made on a Chinese Windows are GBK bytes: read as GB18030, the answer is
  /// the name; bytes that are neither are skipped with a reason, never silently.
  @Test func aPictureNamedInGBKKeepsItsAnswer() throws {
    let folder = TemporaryFolder()
    let png = try FileBytes.contents(of: packageRoot + "/plist-data/guess-zh/pictures/sun.png")
    for name in [[0xD4, 0xC2, 0xC1, 0xC1], [0x78, 0xFF]] as [[UInt8]] {
      let path = PathText.string(Array(folder.path.utf8) + [0x2F] + name + Array(".png".utf8))
      try AtomicFile.write(png, to: path)
    }
    folder.write("太阳.png", bytes: png)
    let out = TemporaryFolder()
    let harness = ArcadeHarness()
    #expect(harness.run("make-pack", folder.path, "-o", out.url("mine")) == .success)
    #expect(harness.err == [
      "warning: skipped x\\xFF.png: its name is neither UTF-8 nor GB18030 (GBK): rename it",
      "note: \\xD4\\xC2\\xC1\\xC1.png: the name is not UTF-8; read as GB18030 (GBK), it is 月亮.png, as the pack names it",
    ])
    #expect(try Self.questions(out.url("mine")).map { $0["answer"] as? String } == ["太阳", "月亮"])
    #expect(PathSafety.contents(of: out.url("mine/pictures")).sorted() == ["太阳.png", "月亮.png"])
  }

  /// `月亮.PNG` is copied and found: the pack make-pack writes lints clean.
  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func aPictureWithACapitalExtensionIsFound() throws {
    let folder = TemporaryFolder()
    let png = try FileBytes.contents(of: packageRoot + "/plist-data/guess-zh/pictures/sun.png")
    folder.write("月亮.PNG", bytes: png)
    folder.write("太阳.Jpg", bytes: try FileBytes.contents(of: packageRoot + "/plist-data/guess-zh/pictures/sun.png"))
    // Kept to the end of the test, which removes it and the pack made in it.
    let out = TemporaryFolder()
    let pack = out.url("mine")
    let made = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", pack], input: "")
    #expect(made.out.hasSuffix("Checked: 0 errors, 0 warnings\n"))
    #expect(PathSafety.contents(of: pack + "/pictures").sorted() == ["太阳.Jpg", "月亮.PNG"])
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func onePictureIsOneQuestion() throws {
    let folder = TemporaryFolder()
    folder.write("sun.png", bytes: try FileBytes.contents(of: packageRoot + "/plist-data/guess-en/pictures/sun.png"))
    let out = TemporaryFolder()
    let pack = out.path + "/one"
    let made = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", pack], input: "")
    #expect(made.out == "Wrote 1 question to \(pack) (arcade play \(pack))\nChecked: 0 errors, 0 warnings\n")
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func aFolderOfPicturesBecomesAPackThatLintPassesAndTheGamePlays() throws {
    let folder = try Self.pictures()
    let out = TemporaryFolder()
    let pack = out.path + "/mine"
    let made = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", pack, "--language", "en", "--options", "14"], input: "")
    #expect(made.status == 0)
    #expect(made.out == "Wrote 5 questions to \(pack) (arcade play \(pack))\nChecked: 0 errors, 0 warnings\n")
    let questions = try Self.questions(pack)
    #expect(questions.map { $0["answer"] as? String } == ["GOLDENGATE", "MOON", "STAR", "SUN", "大树"])
    #expect(questions.map { $0["icon"] as? String } == ["golden_gate", "moon", "star", "sun", "大树"])
    #expect(questions.allSatisfy { ($0["options"] as? [String])?.count == 14 && $0["title"] as? String == "What is it?" })
    #expect(PathSafety.contents(of: pack + "/pictures").sorted() == ["golden_gate.png", "moon.png", "star.png", "sun.png", "大树.png"])
    let lint = try ScriptModeTests.arcade(["lint", pack], input: "")
    #expect(lint.status == 0)
    #expect(lint.out == "1 pack checked: 0 errors, 0 warnings\n" && lint.err == "")
    let played = try ScriptModeTests.arcade(["play", pack, "--script"], input: "state\n")
    #expect(played.jsonLines.first?["icon"] as? String == "golden_gate")
    #expect(played.jsonLines.first?["count"] as? Int == 5)
    // The same pictures and seed make the same bytes; another seed another shuffle.
    let again = out.path + "/again"
    _ = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", again, "--language", "en", "--options", "14"], input: "")
    #expect(try FileBytes.contents(of: again + "/questions.plist") == FileBytes.contents(of: pack + "/questions.plist"))
    let seeded = out.path + "/seeded"
    _ = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", seeded, "--language", "en", "--options", "14", "--seed", "9"], input: "")
    #expect(try FileBytes.contents(of: seeded + "/questions.plist") != FileBytes.contents(of: pack + "/questions.plist"))
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func answersTxtGivesWhatANameCannot() throws {
    let folder = try Self.pictures()
    folder.write("answers.txt", "golden_gate.png = 金门大桥 | 旧金山的桥\nsun.png = | 白天才有\n")
    let out = TemporaryFolder()
    let made = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", out.path + "/p", "--format", "binary"], input: "")
    #expect(made.status == 0)
    #expect(try FileBytes.contents(of: out.path + "/p/questions.plist").starts(with: Array("bplist".utf8)))
    let questions = try Self.questions(out.path + "/p")
    #expect(questions[0]["answer"] as? String == "金门大桥")
    #expect(questions[0]["title"] as? String == "旧金山的桥")
    #expect(questions[3]["answer"] as? String == "SUN")
    #expect(questions[3]["title"] as? String == "白天才有")
    // A Chinese name made the pack Chinese: its default clue too.
    #expect(questions[1]["title"] as? String == "这是什么?")
    #expect(try ScriptModeTests.arcade(["lint", out.path + "/p"], input: "").status == 0)
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func picturesPlistIsTheOtherSidecar() throws {
    let folder = try Self.pictures()
    folder.write("pictures.plist", xmlPlist("<dict><key>sun.png</key><dict><key>answer</key><string>SOL</string><key>title</key><string>Our star</string></dict></dict>"))
    let out = TemporaryFolder()
    #expect(try ScriptModeTests.arcade(["make-pack", folder.path, "-o", out.path + "/p", "--language", "en"], input: "").status == 0)
    let sun = try Self.questions(out.path + "/p")[3]
    #expect(sun["answer"] as? String == "SOL")
    #expect(sun["title"] as? String == "Our star")
    folder.write("pictures.plist", xmlPlist("<dict><key>sun.png</key><dict><key>answer</key><integer>7</integer></dict></dict>"))
    let bad = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", out.path + "/q"], input: "")
    #expect(bad.status == 1)
    #expect(bad.err.hasPrefix("Error: \(folder.path)/pictures.plist:"))
    #expect(bad.err.contains("sun.png.answer: expected a string, found an integer (7)"))
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func whatStopsItIsSaidAndNothingIsWritten() throws {
    let folder = try Self.pictures()
    folder.write("a_picture_with_a_very_long_name.png", bytes: try FileBytes.contents(of: packageRoot + "/plist-data/guess-en/pictures/sun.png"))
    let out = TemporaryFolder()
    let run = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", out.path + "/p"], input: "")
    #expect(run.status == 1)
    #expect(run.err == "Error: \(folder.path)/a_picture_with_a_very_long_name.png: the answer has 25 characters; at most 12 fit the slots\n"
      + "(answers.txt can give an answer a file name cannot: FILE = ANSWER | CLUE)\n")
    #expect(!PathSafety.isDirectory(out.path + "/p"))
    let big = TemporaryFolder()
    big.write("sun.png", bytes: try FileBytes.contents(of: packageRoot + "/plist-data/guess-en/pictures/sun.png"))
    big.write("answers.txt", String(repeating: "# x\n", count: 300_000))
    let tooBig = try ScriptModeTests.arcade(["make-pack", big.path, "-o", out.path + "/big"], input: "")
    #expect(tooBig.status == 1)
    #expect(tooBig.err.hasPrefix("Error: \(big.path)/answers.txt: is larger than 1 MB: too large for a list of pictures"))
    let cases: [([String], Int32, String)] = [
      (["make-pack", folder.path], 2, "Error: 'make-pack' needs the pack folder to write: -o PACK\n"),
      (["make-pack", folder.path, "-o", out.path + "/q", "--options", "99"], 2, "Error: --options needs a number from 4 to 24\n"),
      (["make-pack", out.path + "/none", "-o", out.path + "/q"], 1, "Error: \(out.path)/none: not a folder of pictures\n"),
      (["make-pack", folder.path, "-o", folder.path], 1, "Error: \(folder.path) already exists and is not empty: name a new folder, or --force to write over a pack\n"),
      (["make-pack", folder.path, "-o", folder.path, "--force"], 1, "Error: \(folder.path) is not a pack (it has no pack.plist): --force writes over a pack only\n"),
      (["make-pack", folder.path, "-o", folder.path + "/sun.png"], 1, "Error: \(folder.path)/sun.png is a file: name a new folder\n"),
    ]
    for (arguments, status, message) in cases {
      let refused = try ScriptModeTests.arcade(arguments, input: "")
      #expect(refused.status == status)
      #expect(refused.err.hasPrefix(message))
    }
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func jpegAndPngWithCJKAndLatinNamesAndABrokenFileThatIsSkipped() throws {
    let folder = TemporaryFolder()
    folder.write("红圈.jpg", bytes: try #require(PictureEncoder.jpeg(ShapePicture.circle.draw())))
    folder.write("blue_square.png", bytes: try #require(PictureEncoder.png(ShapePicture.square.draw())))
    folder.write("三角.jpeg", bytes: try #require(PictureEncoder.jpeg(ShapePicture.triangle.draw())))
    // A PNG's signature and then nothing a PNG has: a picture cut short in a download, say.
    folder.write("broken.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really".utf8))
    let out = TemporaryFolder()
    let made = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", out.path + "/p", "--options", "12"], input: "")
    #expect(made.status == 0)
    #expect(made.err == "warning: skipped broken.png: it cannot be read as a picture: read beyond end of data\n")
    let questions = try Self.questions(out.path + "/p")
    #expect(questions.map { $0["answer"] as? String } == ["BLUESQUARE", "三角", "红圈"])
    for question in questions {
      let answer = try #require(question["answer"] as? String)
      let options = try #require(question["options"] as? [String])
      #expect(options.count == 12)
      // Each answer character as often as the answer needs it, and no decoy of another script.
      for character in Set(answer) {
        #expect(options.filter { $0 == String(character) }.count == answer.filter { $0 == character }.count)
      }
      let latin = answer.unicodeScalars.allSatisfy(\.isASCII)
      #expect(options.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) == latin })
    }
    #expect(made.out.hasSuffix("Checked: 0 errors, 0 warnings\n"))
  }

  @Test(.enabled(if: PathSafety.isFile(ScriptModeTests.binary)))
  func linkedPicturesAreTheSameFilesAndForceWritesOverAPack() throws {
    let folder = try Self.pictures()
    let out = TemporaryFolder()
    let pack = out.path + "/p"
    #expect(try ScriptModeTests.arcade(["make-pack", folder.path, "-o", pack, "--link"], input: "").status == 0)
    var source = stat(), linked = stat()
    #expect(stat(folder.path + "/sun.png", &source) == 0 && stat(pack + "/pictures/sun.png", &linked) == 0)
    #expect(source.st_ino == linked.st_ino)
    #expect(try ScriptModeTests.arcade(["lint", pack], input: "").status == 0)
    let before = try Self.questions(pack)
    let again = try ScriptModeTests.arcade(["make-pack", folder.path, "-o", pack, "--force", "--options", "10"], input: "")
    #expect(again.status == 0)
    #expect(try Self.questions(pack).map { $0["answer"] as? String } == before.map { $0["answer"] as? String })
    #expect(try Self.questions(pack).allSatisfy { ($0["options"] as? [String])?.count == 10 })
  }

  /// A pack made before, in which one thing make-pack writes is a link out of the pack: --force
  /// refuses before anything is written, and the file outside is as it was.
  @Test(arguments: ["pack.plist", "questions.plist", "pictures", "pictures/sun.png"])
  func forceWritesNothingThroughALink(linked: String) throws {
    let folder = try Self.pictures()
    let out = TemporaryFolder()
    let pack = out.url("p")
    let harness = ArcadeHarness()
    #expect(harness.run("make-pack", folder.path, "-o", pack) == .success)
    let outside = out.write(linked == "pictures" ? "outside/keep.txt" : "outside.txt", "the user's own file\n")
    let target = linked == "pictures" ? PathSafety.directory(of: outside) : outside
    try FileManager.default.removeItem(atPath: pack + "/" + linked)
    try FileManager.default.createSymbolicLink(atPath: pack + "/" + linked, withDestinationPath: target)
    #expect(harness.run("make-pack", folder.path, "-o", pack, "--force") == .failure)
    #expect(harness.err == ["Error: \(pack)/\(linked) is a link: make-pack writes nothing through a link; remove it, or name a new folder"])
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "the user's own file\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: PathSafety.directory(of: outside)).sorted()
      == (linked == "pictures" ? ["keep.txt"] : ["outside.txt", "p"]))
  }

  /// --force writes over a guess pack only: a shop (or a pack that names no mode) is refused.
  @Test func forceDoesNotTurnAnotherModesPackIntoAGuessPack() throws {
    let folder = try Self.pictures()
    let out = TemporaryFolder()
    let harness = ArcadeHarness()
    #expect(harness.run("new", "shop", out.url("shop")) == .success)
    #expect(harness.run("make-pack", folder.path, "-o", out.url("shop"), "--force") == .failure)
    #expect(harness.err == [#"Error: \#(out.url("shop")) is not a guess pack (its pack.plist says mode "shop"): --force writes over a guess pack only"#])
    out.write("bare/pack.plist", xmlPlist("<dict><key>name</key><string>x</string></dict>"))
    #expect(harness.run("make-pack", folder.path, "-o", out.url("bare"), "--force") == .failure)
    #expect(harness.err == ["Error: \(out.url("bare")) is not a guess pack (its pack.plist names no mode): --force writes over a guess pack only"])
    #expect(PathSafety.isFile(out.url("shop/catalog.plist")) && !PathSafety.isFile(out.url("shop/questions.plist")))
  }

  /// A conversion or a make-pack killed mid-write leaves `.NAME.PID.N.tmp`; the next write to
  /// that folder removes it (its process is gone), and leaves a live writer's alone.
  @Test func aKilledWritersTemporaryFileIsRemovedByTheNextWrite() throws {
    let out = TemporaryFolder()
    let input = out.write("in.plist", xmlPlist("<array><string>a</string></array>"))
    let dead = out.write(".x.json.999999999.0.tmp", "partial")
    let live = out.write(".x.json.\(getpid()).0.tmp", "a live writer's")
    let harness = ArcadeHarness()
    #expect(harness.run("convert", input, "-o", out.url("x.json")) == .success)
    #expect(!PathSafety.isFile(dead) && PathSafety.isFile(live))
  }
}
