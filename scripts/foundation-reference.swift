// The reference for scripts/compare-with-foundation.py: reads a plist with Foundation and writes it as XML
// (or "ERROR …" on standard error). Built by that script with swiftc; not part of the package.
import Foundation
let path = CommandLine.arguments[1]
guard let data = FileManager.default.contents(atPath: path) else { print("NOFILE"); exit(2) }
do {
  var format = PropertyListSerialization.PropertyListFormat.xml
  let value = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
  let out = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
  FileHandle.standardOutput.write(out)
} catch {
  FileHandle.standardError.write("ERROR \(error)\n".data(using: .utf8)!)
  exit(1)
}
