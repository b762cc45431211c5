/// A binary plist may reference one container from several places. Readers then read it once
/// for each place (a model, a value, a converted file hold it as many times), so a small file
/// of containers that each hold the next one twice would expand to 2^40 values: a reader would
/// never finish. Files written by Foundation, plistlib or this project never share containers
/// (only strings, numbers and the like), so this runs only for those that do.
extension BinaryPlistChecker {
  /// At most this many values, counting a shared container each time it is reached: as many
  /// as 4 a byte of the file, plus a margin for small hand-made files. A file without shared
  /// containers holds at most about one a byte (each value costs a reference of a byte or more);
  /// models made from a value reached twice are made twice, so this bounds their memory.
  static func expansionLimit(fileSize: Int) -> Int { 4 * fileSize + 1 << 16 }

  /// At most this many bytes of strings and data, counting each reference: 16 a byte of the
  /// file plus 16 MB (one long text shared by a thousand entries still reads; a 5 MB file of a
  /// 1 MB string referenced a million times, a terabyte once converted, does not).
  static func byteLimit(fileSize: Int) -> Int { 16 * fileSize + 1 << 24 }

  /// After the walk (every object reachable from `root` checked, no cycle): each container's
  /// height and the number of values it expands to, computed once per container, bottom up. A
  /// height over the nesting limit, or an expansion over `expansionLimit`, is refused.
  func checkSharedContainers(from root: Int? = nil) throws(PlistError) {
    let root = root ?? parser.top
    guard BinaryPlistParser.isContainerKind(parser.markerKind(of: root)) else { return }
    let limit = Self.expansionLimit(fileSize: parser.bytes.count)
    // 0 until a container is done; then its height (at least 1) and its expanded size.
    var heights = [UInt16](repeating: 0, count: parser.objectCount)
    var sizes = [Int](repeating: 0, count: parser.objectCount)
    var byteSizes = [Int](repeating: 0, count: parser.objectCount)
    let byteLimit = Self.byteLimit(fileSize: parser.bytes.count)
    var stack: [(ref: Int, next: Int)] = [(root, 0)]
    while let (ref, next) = stack.last {
      let offset = parser.offset(of: ref)
      let (count, start) = parser.extent(at: offset)
      let children = parser.bytes[offset] >> 4 == 0xD ? 2 * count : count
      if let pending = (next..<children).first(where: { isPending(parser.ref($0, at: start), heights) }) {
        stack[stack.count - 1].next = pending + 1
        stack.append((parser.ref(pending, at: start), 0))
        continue
      }
      stack.removeLast()
      var height = 0
      var size = 1
      var bytes = 0
      for i in 0..<children {
        let child = parser.ref(i, at: start)
        height = max(height, Int(heights[child]))
        let kind = parser.markerKind(of: child)
        if BinaryPlistParser.isContainerKind(kind) {
          size += sizes[child]
          bytes += byteSizes[child]
        } else {
          size += 1
          if kind == 0x4 || BinaryPlistParser.isStringKind(kind) { bytes += byteLength(of: child) }
        }
      }
      guard bytes <= byteLimit else { throw tooManyBytes(byteLimit, at: ref) }
      byteSizes[ref] = bytes
      guard height < XMLPlistParser.maxDepth else {
        throw PlistError("nesting is deeper than \(XMLPlistParser.maxDepth) levels (through containers shared between places)", at: .offset(offset))
      }
      guard size <= limit else {
        throw PlistError("shared containers expand this file to more than \(limit) values, the most its \(parser.bytes.count) bytes may hold", at: .offset(offset))
      }
      heights[ref] = UInt16(height + 1)
      sizes[ref] = size
    }
  }

  private func isPending(_ ref: Int, _ heights: [UInt16]) -> Bool {
    BinaryPlistParser.isContainerKind(parser.markerKind(of: ref)) && heights[ref] == 0
  }
}
