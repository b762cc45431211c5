import Foundation
import GameCore
import Testing
import TestSupport
@testable import AppGrid
import PlistKit
import TerminalKit

struct AppTests {
  @Test func readsTheClassicShapeAndOptionalDetails() throws {
    let value: PlistValue = .dictionary(PlistDictionary([
      ("name", .string("天气")), ("icon", .string("icon_00")), ("size", .string("12.5")), ("version", .string("2.1")),
    ]))
    #expect(try App(plist: value) == App(name: "天气", icon: "icon_00", size: 12.5, version: "2.1"))
  }

  @Test func aMissingNameFallsBackToTheIcon() throws {
    let value: PlistValue = .dictionary(PlistDictionary([("icon", .string("01")), ("miaoshu", .string("吃饭"))]))
    #expect(try App(plist: value).name == "01")
  }

  @Test func lintWarnsAboutUnknownKeysAndMissingIcons() throws {
    let folder = TemporaryFolder()
    let path = folder.write("app.plist", xmlPlist("<array>\n<dict><key>icon</key><string>01</string><key>miaoshu</key><string>x</string></dict>\n</array>"))
    let pack = try PackLoader(modes: ModeRegistry([GridMode()])).open(path)
    let check = GridMode().check(pack)
    #expect(check.itemCount == 1)
    #expect(check.diagnostics.map(\.description) == [
      "\(path):5: warning: [0].miaoshu: unknown key \"miaoshu\" is ignored",
      "\(path):5: warning: [0].icon: picture \"01\" not found (looked in the pack folder)",
    ])
  }
}
