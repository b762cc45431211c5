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
