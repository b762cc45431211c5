#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the binary plist form (`bplist00`), storing each distinct string and number once.
public enum BinaryPlistWriter {
  /// The bytes of `value` as a binary plist (`bplist00`).
  public static func write(_ value: PlistValue) -> [UInt8] {
    // No limit: nothing to throw.
    (try? write(value, limit: .max)) ?? []
  }

  /// `limit` bounds the output's size (see `XMLPlistWriter.checkedWrite`); strings and
  /// integers are written once however often they occur, containers once a place.
  public static func write(_ value: PlistValue, limit: Int) throws(PlistError) -> [UInt8] {
    try write(PlistNode(value), limit: limit)
  }

  /// The binary form of a node read in place (see `PlistReader.withRootNode`): a conversion
  /// never builds the file's values as a tree.
  public static func write(_ node: PlistNode, limit: Int = .max) throws(PlistError) -> [UInt8] {
    try write(node, limit: limit, parts: Parts.most, sizeForParts: PlistNode.sizeForWritingInParts)
  }

  /// A node laid out in `parts` parts however small its file is (for this package's fuzz
  /// targets, which compare it with the writer in order).
  package static func writeInParts(_ node: PlistNode, parts: Int) throws(PlistError) -> [UInt8] {
    try write(node, limit: .max, parts: parts, sizeForParts: 0)
  }

  /// As `write(_:limit:)`, laid out in `parts` parts when the file read in place has at least
  /// `sizeForParts` tokens or objects (tests ask for parts on small files, and for none).
  static func write(_ node: PlistNode, limit: Int, parts: Int, sizeForParts: Int) throws(PlistError) -> [UInt8] {
    let flattened = try flatten(node, limit: limit, parts: parts, sizeForParts: sizeForParts)
    return try BinaryStringView.with(flattened.flatteners.map(\.strings)) { views in
      Result { () throws(PlistError) in
        try encode(flattened, numbering: number(flattened, views: views), views: views, limit: limit)
      }
    }.get()
  }

  /// The number of each flattener's objects in the output (`numbers[objectBases[f] + object]`),
  /// as a writer in order would have given them: a string or integer met before is the number
  /// it was given then.
  struct Numbering {
    var numbers: [Int]
    let objectBases: [Int]
    var count = 0
    /// The number of each container the head left to a part.
    var spliceNumbers: [Int] = []

    /// The number of `ref` in flattener `flattener`'s numbering.
    @inline(__always)
    func number(of ref: Int, in flattener: Int) -> Int {
      ref >= 0 ? numbers[objectBases[flattener] + ref] : spliceNumbers[-ref - 1]
    }
  }

  static func number(_ flattened: Flattened, views: [BinaryStringView]) -> Numbering {
    let flatteners = flattened.flatteners
    let entryBases = flatteners.reduce(into: [0]) { $0.append($0.last! + $1.strings.count) }
    let objectBases = flatteners.reduce(into: [0]) { $0.append($0.last! + $1.objects.count) }
    let runs = flattened.segments.map { BinaryStringFirsts.Run(table: $0.flattener, entries: $0.entries) }
    let firsts = BinaryStringFirsts.firsts(views: views, bases: entryBases, runs: runs, total: entryBases.last!)
    var numbering = Numbering(numbers: Array(repeating: 0, count: objectBases.last!), objectBases: objectBases)
    var entryNumbers = [Int](repeating: 0, count: entryBases.last!)
    var integers: [Int64: Int] = [:]
    var next = 0
    for segment in flattened.segments {
      let f = segment.flattener
      let objects = flatteners[f].objects
      for object in segment.objects {
        let number: Int
        switch objects[object] {
        case .string(let entry):
          let id = entryBases[f] + entry
          number = firsts[id] == id ? next : entryNumbers[firsts[id]]
          entryNumbers[id] = number
        case .scalar(.integer(let i)):
          number = integers[i] ?? next
          integers[i] = number
        default:
          number = next
        }
        if number == next { next += 1 }
        numbering.numbers[objectBases[f] + object] = number
      }
    }
    numbering.count = next
    numbering.spliceNumbers = flattened.splices.map { numbering.numbers[objectBases[$0.flattener] + $0.object] }
    return numbering
  }
}
