// snippet: codable (a file of its own, so that the tutorial shows its imports)
import Foundation  // Data, URL and PropertyListDecoder
import PlistKit

struct CodableApp: Codable {
  let name: String
  let icon: String
  let stars: Int
}

func loadWithCodable(_ path: String) throws -> [CodableApp] {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  return try PropertyListDecoder().decode([CodableApp].self, from: data)
}
// end snippet

// snippet: plist-decoder
/// The same `Codable` type through PlistKit's readers: our errors, with the file and the line.
func loadWithPlistDecoder(_ path: String) throws(LoadError) -> [CodableApp] {
  try PlistDecoder().decode([CodableApp].self, from: try PlistDocument(contentsOf: path))
}
// end snippet
