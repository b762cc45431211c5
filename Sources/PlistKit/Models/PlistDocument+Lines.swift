#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlistDocument {
  /// The lines of many values, given where each root element starts (`EachDecoded`): a value
  /// inside element `i` is looked for in that element's bytes alone, the elements on every
  /// core, and all the lines are then counted in one pass. A hundred thousand diagnostics cost
  /// a few milliseconds, not another reading of the file. Without offsets, or for paths that
  /// do not start at a root element, the whole file is read again (`lines(of:)`).
  public func lines(of paths: [PlistPath], positions: RootPositions?) -> [PlistPath: Int] {
    guard let positions, !paths.isEmpty else { return lines(of: paths) }
    let offsets = positions.elements
    var byElement: [Int: [PlistPath]] = [:]
    var elsewhere: [PlistPath] = []
    // `[i]` and `[i].key` straight from what the reader noted; deeper paths element by element.
    var all: [[PlistPathComponent]: Int] = [:]
    all.reserveCapacity(paths.count)
    for path in paths {
      guard case .index(let i)? = path.components.first, offsets.indices.contains(i) else {
        elsewhere.append(path)
        continue
      }
      if path.components.count == 1 {
        all[path.components] = offsets[i]
      } else if path.components.count == 2, case .key(let key) = path.components[1],
                let entry = positions.entries[i].last(where: { $0.key == key }) {
        all[path.components] = entry.offset
      } else {
        byElement[i, default: []].append(path)
      }
    }
    let groups = Array(byElement)
    let found = UnsafeMutablePointer<[[PlistPathComponent]: Int]>.allocate(capacity: max(1, groups.count))
    found.initialize(repeating: [:], count: max(1, groups.count))
    defer {
      found.deinitialize(count: max(1, groups.count))
      found.deallocate()
    }
    withBytes { buffer in
      let shared = Unchecked(groups)
      Parts.run(Parts.count(for: groups.count, minimum: 2_048), over: groups.count) { _, range in
        // One parser a part: making one (its string table, its tape) costs more than an element.
        var parser = XMLPlistParser(bytes: buffer)
        for g in range {
          let (element, targets) = shared.value[g]
          found[g] = Self.offsets(of: targets, inElement: element, at: offsets[element], parser: &parser)
        }
      }
    }
    for g in groups.indices { all.merge(found[g]) { first, _ in first } }
    var result = withBytes { TextPosition.lines(of: all, in: $0) }
    if !elsewhere.isEmpty { result.merge(lines(of: elsewhere)) { first, _ in first } }
    return result
  }

  /// Where each target inside root element `element` starts: that element's value parsed
  /// alone, from its first byte, with the path followed from `[element]`.
  private static func offsets(of targets: [PlistPath], inElement element: Int, at start: Int,
                              parser: inout XMLPlistParser) -> [[PlistPathComponent]: Int] {
    if targets.allSatisfy({ $0.components.count == 1 }) { return [[.index(element)]: start] }
    let tracer = PathTracer(targets: targets, prefix: [.index(element)])
    parser.tracer = tracer
    parser.pos = start
    parser.depth = 0
    parser.tape.reset()
    try? parser.parseValueHere()
    return tracer.offsets
  }
}

extension TextPosition {
  /// The 1-based line of each offset: newlines counted with `memchr`, in one pass over the
  /// bytes up to the last offset.
  static func lines(of offsets: [[PlistPathComponent]: Int], in bytes: UnsafeBufferPointer<UInt8>) -> [PlistPath: Int] {
    guard let base = bytes.baseAddress else { return [:] }
    var result: [PlistPath: Int] = [:]
    result.reserveCapacity(offsets.count)
    var line = 1
    var at = 0
    for (components, offset) in offsets.sorted(by: { $0.value < $1.value }) {
      let limit = min(max(offset, 0), bytes.count)
      while at < limit, let hit = memchr(base + at, 0x0A, limit - at) {
        line += 1
        at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
      }
      at = max(at, limit)
      result[PlistPath(components)] = line
    }
    return result
  }
}
