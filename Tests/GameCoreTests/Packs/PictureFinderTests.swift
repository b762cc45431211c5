import Foundation
import Testing
import TestSupport
@testable import GameCore
import PlistKit
import TerminalKit

struct PictureFinderTests {
  let folder = TemporaryFolder()

  func imageSet(_ name: String, files: [(String?, String)]) {
    let entries = files.map { file, scale in
      file.map { "{\"idiom\":\"universal\",\"filename\":\"\($0)\",\"scale\":\"\(scale)\"}" } ?? "{\"idiom\":\"universal\",\"scale\":\"\(scale)\"}"
    }
    folder.write("pack/Assets.xcassets/Group/\(name).imageset/Contents.json", "{\"images\":[\(entries.joined(separator: ","))]}")
    for case let (file?, _) in files { folder.write("pack/Assets.xcassets/Group/\(name).imageset/\(file)", "png") }
  }

  @Test func findsAPictureInTheFolderWithOrWithoutItsExtension() {
    folder.write("pack/art/cat.png", "x")
    folder.write("pack/dog", "x")
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack/art"), folder.url("pack")])
    #expect(finder.find("cat") == .found(path: folder.url("pack/art/cat.png")))
    #expect(finder.find("dog") == .found(path: folder.url("pack/dog")))
    #expect(finder.find("cat.png") == .found(path: folder.url("pack/art/cat.png")))
  }

  /// `月亮.PNG` from a Windows zip is found as 月亮: extensions match in any letter case, in a
  /// folder's index and on disk alike.
  @Test func extensionsMatchInAnyLetterCase() {
    folder.write("pack/art/月亮.PNG", "x")
    folder.write("pack/art/sub/star.JPG", "x")
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack/art")])
    #expect(finder.find("月亮") == .found(path: folder.url("pack/art/月亮.PNG")))
    #expect(finder.find("sub/star") == .found(path: folder.url("pack/art/sub/star.JPG")))
  }

  @Test func findsTheLargestScaleInAnAssetCatalog() {
    imageSet("movie", files: [("movie.png", "1x"), ("movie@3x.png", "3x"), (nil, "2x")])
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack")])
    #expect(finder.find("movie") == .found(path: folder.url("pack/Assets.xcassets/Group/movie.imageset/movie@3x.png")))
  }

  @Test("names that try to leave the pack", arguments: [
    ("../secret", "picture \"../secret\" refused: '..' would lead outside the pack folder"),
    ("/etc/passwd", "picture \"/etc/passwd\" refused: an absolute path is not allowed; name a file inside the pack"),
    ("a/../../b", "picture \"a/../../b\" refused: '..' would lead outside the pack folder"),
    ("~/x", "picture \"~/x\" refused: an absolute path is not allowed; name a file inside the pack"),
    ("..", "picture \"..\" refused: '..' would lead outside the pack folder"),
    ("", "picture \"\" refused: the name is empty"),
    ("a\\b", "picture \"a\\b\" refused: the name holds a control character or a backslash"),
    ("sun\u{1B}[2J", "picture \"sun\u{1B}[2J\" refused: the name holds a control character or a backslash"),
  ])
  func refused(name: String, message: String) {
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack")])
    #expect(finder.find(name) == .refused(message))
  }

  @Test("a plain name is told from its bytes as the full rules tell it", arguments: [
    ("sun", true), ("太阳.png", true), ("..x", true), ("x..", true), (".", true), ("a b", true),
    ("", false), ("..", false), ("~x", false), ("a/b", false), ("a\\b", false), ("a\u{7F}", true), ("a\u{1F}", false), ("\t", false),
  ])
  func plainName(name: String, plain: Bool) {
    #expect(PathSafety.isPlainName(name) == plain)
    // A plain name is never refused; a name that is not plain is looked at by the full rules.
    if plain { #expect(PathSafety.refusal(for: name) == nil) }
  }

  @Test func aLinkPointingOutOfThePackIsRefused() {
    folder.write("outside.png", "x")
    folder.link("pack/evil.png", to: folder.url("outside.png"))
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack")])
    #expect(finder.find("evil") == .refused("picture \"evil\" refused: it is a link to a file outside the pack folder"))
  }

  /// The folders are looked in in order, the first with the name winning; a link is followed,
  /// and a broken one passed over for the next folder's file; the catalog comes last.
  @Test func theFirstFolderWithAUsableFileWinsAndABrokenLinkIsPassedOver() {
    folder.write("pack/art/both.png", "x")
    folder.write("pack/both.jpg", "x")
    folder.write("pack/second.png", "x")
    folder.link("pack/art/broken.png", to: folder.url("pack/nothing-here.png"))
    folder.write("pack/broken.png", "x")
    folder.write("pack/art/real.png", "x")
    folder.link("pack/art/linked.png", to: folder.url("pack/art/real.png"))
    imageSet("catalogued", files: [("c.png", "1x")])
    imageSet("second", files: [("s.png", "1x")])
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack/art"), folder.url("pack")])
    let expected: [(String, PictureLookup)] = [
      ("both", .found(path: folder.url("pack/art/both.png"))),
      ("second", .found(path: folder.url("pack/second.png"))),
      ("broken", .found(path: folder.url("pack/broken.png"))),
      ("linked", .found(path: folder.url("pack/art/linked.png"))),
      ("catalogued", .found(path: folder.url("pack/Assets.xcassets/Group/catalogued.imageset/c.png"))),
      ("none", .missing("picture \"none\" not found (looked in art/, the pack folder, 1 asset catalog)")),
    ]
    for (name, lookup) in expected { #expect(finder.find(name) == lookup, "\(name)") }
  }

  @Test func aMissingPictureSaysWhereItLooked() {
    imageSet("other", files: [("o.png", "1x")])
    _ = folder.makeFolder("pack/art")
    let finder = PictureFinder(packRoot: folder.url("pack"), folders: [folder.url("pack/art"), folder.url("pack")])
    #expect(finder.find("cat") == .missing("picture \"cat\" not found (looked in art/, the pack folder, 1 asset catalog)"))
  }

  /// A folder of bare plists, each a pack: the packs one loader opens there share one reading
  /// of the folder (opening N of them costs N, not N squared), and each finds its pictures; a
  /// loader made again reads the folder again and sees a picture added since.
  @Test func packsOfOneFolderShareOneReadingOfIt() throws {
    let question = #"<array><dict><key>answer</key><string>太阳</string><key>icon</key><string>sun</string><key>options</key><array><string>太</string><string>阳</string></array></dict></array>"#
    for lesson in ["a", "b", "c"] { folder.write("lessons/\(lesson)__questions.plist", xmlPlist(question)) }
    folder.write("lessons/sun.png", "x")
    let loader = PackLoader(modes: ModeRegistry([FakeMode(id: "guess", key: "answer", classicFileNames: ["questions.plist"], optional: ["icon", "options"])]))
    let packs = try ["a", "b", "c"].map { try loader.open(folder.url("lessons/\($0)__questions.plist")) }
    #expect(packs.allSatisfy { $0.pictures.index === packs[0].pictures.index })
    #expect(packs.allSatisfy { $0.pictures.find("sun") == .found(path: folder.url("lessons/sun.png")) })
    folder.write("lessons/moon.png", "x")
    #expect(packs[0].pictures.find("moon") == .missing(DiagnosticText.pictureNotFound(name: "moon", places: "the pack folder").description))
    let again = try PackLoader(modes: ModeRegistry([FakeMode(id: "guess", key: "answer", classicFileNames: ["questions.plist"], optional: ["icon", "options"])])).open(folder.url("lessons/a__questions.plist"))
    #expect(again.pictures.index !== packs[0].pictures.index)
    #expect(again.pictures.find("moon") == .found(path: folder.url("lessons/moon.png")))
  }
}
