extension PlistDocument {
  /// The lines of many values, given where each root element starts (`EachDecoded`); see
  /// `lineNumbers(of:positions:)`.
  package func lines(of paths: [PlistPath], positions: RootPositions?) -> [PlistPath: Int] {
    Self.byPath(paths, lineNumbers(of: paths, positions: positions))
  }

  /// Each path's first line found.
  private static func byPath(_ paths: [PlistPath], _ lines: [Int?]) -> [PlistPath: Int] {
    var result: [PlistPath: Int] = [:]
    for (path, line) in zip(paths, lines) {
      if let line, result[path] == nil { result[path] = line }
    }
    return result
  }

  /// Where each value starts, noted in one reading of the file (nil for a binary, OpenStep
  /// or UTF-16 file): then `lineNumbers(of:values:)` of any number of paths costs no more
  /// reading.
  public func valuePositions() throws(LoadError) -> ValuePositions? {
    do throws(PlistError) {
      return try withByteView { bytes throws(PlistError) in try PlistReader.withRootNodeAndPositions(bytes) { _, values in values } }
    } catch {
      throw .syntax(error.inFile(name))
    }
  }

  /// The lines of many values, looked up where the file's reading noted them (`values`), or
  /// found in one pass over the file without them. A path the noted offsets do not hold (a
  /// JSON null's) is looked for in the file.
  public func lines(of paths: [PlistPath], values: ValuePositions?) -> [PlistPath: Int] {
    Self.byPath(paths, lineNumbers(of: paths, values: values))
  }

  /// `lineNumbers(of:positions:)` with the offsets noted while the whole file was read.
  public func lineNumbers(of paths: [PlistPath], values: ValuePositions?) -> [Int?] {
    guard let values else { return lineNumbers(of: paths, positions: nil) }
    let offsets = values.offsets(of: paths)
    var result = withByteView { TextPosition.lines(atOffsets: offsets, in: $0) }
    // A root without a line has none in the file either (see `ValuePositions.offsets`).
    let missing = offsets.indices.filter { offsets[$0] < 0 && !paths[$0].components.isEmpty }
    if !missing.isEmpty {
      let found = lines(of: missing.map { paths[$0] })
      for n in missing { result[n] = found[paths[n]] }
    }
    return result
  }

  /// The line of each path, in the order given (nil where a value has none, as in a binary
  /// file), given where each root element starts (`EachDecoded`): `[i]` and `[i].key` come
  /// straight from what the reader noted, a deeper value is looked for in its element's bytes
  /// alone, the elements on every core, and all the lines are then counted in one pass. A
  /// hundred thousand diagnostics cost a few milliseconds, not another reading of the file.
  /// Without offsets, or for paths that do not start at a root element, the whole file is read
  /// again (`lines(of:)`).
  package func lineNumbers(of paths: [PlistPath], positions: RootPositions?) -> [Int?] {
    guard let positions, !paths.isEmpty else {
      // A binary file has no lines: nothing to look for (100,000 paths would cost a tracer).
      if format == .binary { return [Int?](repeating: nil, count: paths.count) }
      // Lines by the paths' places, found in one pass: no table keyed by whole paths.
      return withByteView { PlistReader.lines(of: paths, in: $0) }
    }
    var offsets = [Int](repeating: -1, count: paths.count)
    var byElement: [Int: [Int]] = [:]
    var elsewhere: [Int] = []
    for (n, path) in paths.enumerated() {
      guard case .index(let i)? = path.components.first, let start = positions.offset(ofElement: i) else {
        elsewhere.append(n)
        continue
      }
      if path.components.count == 1 {
        offsets[n] = start
      } else if path.components.count == 2, case .key(let key) = path.components[1],
                let offset = positions.offset(ofElement: i, key: key) {
        offsets[n] = offset
      } else {
        byElement[i, default: []].append(n)
      }
    }
    if !byElement.isEmpty { traceDeeper(byElement.map { ($0.key, $0.value) }, paths: paths, positions: positions, into: &offsets) }
    var result = withByteView { TextPosition.lines(atOffsets: offsets, in: $0) }
    if !elsewhere.isEmpty {
      let found = lines(of: elsewhere.map { paths[$0] })
      for n in elsewhere { result[n] = found[paths[n]] }
    }
    return result
  }

  /// The offsets of paths deeper than `[i].key`, each group's element parsed alone.
  private func traceDeeper(_ groups: [(element: Int, members: [Int])], paths: [PlistPath], positions: RootPositions, into offsets: inout [Int]) {
    let found = withByteView { bytes in
      Parallel.map(parts: Parts.count(for: groups.count, minimum: 2_048), over: groups.count) { _, range in
        // One parser a part: making one (its string table, its tape) costs more than an element.
        var parser = XMLPlistParser(bytes: bytes)
        return range.map { g in
          let (element, members) = groups[g]
          return Self.offsets(of: members.map { paths[$0] }, inElement: element, at: positions.offset(ofElement: element)!, parser: &parser)
        }
      }.flatMap { $0 }
    }
    for (g, group) in groups.enumerated() {
      for n in group.members { offsets[n] = found[g][paths[n].components] ?? -1 }
    }
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
  /// The 1-based line of each offset (nil for a negative one, which is unknown), newlines
  /// counted once over the bytes up to the last offset, a stretch of the file a core; offsets
  /// in file order, as a checker's diagnostics mostly are, need no sorting.
  static func lines(atOffsets offsets: [Int], in bytes: ByteView) -> [Int?] {
    var order = Array(offsets.indices)
    if zip(offsets, offsets.dropFirst()).contains(where: { $0 > $1 }) { order.sort { offsets[$0] < offsets[$1] } }
    let sorted = order
    let place = { @Sendable (n: Int) in min(max(offsets[n], 0), bytes.count) }
    // Each part counts from where its first offset is to each of its offsets, and on to where
    // the next part starts; the parts' counts added up in order then give the lines.
    let parts = Parts.count(for: order.count, minimum: 8_192)
    let starts = (0..<parts).map { part in
      let first = Parts.range(part, of: parts, over: order.count).lowerBound
      return part == 0 || first == order.count ? 0 : place(order[first])
    }
    // Each part's lines seen before each of its offsets (in order), and in its whole stretch.
    let counted = Parallel.map(parts: parts, over: order.count) { part, range in
      var seen = 0
      var at = starts[part]
      var before: [Int] = []
      before.reserveCapacity(range.count)
      for n in sorted[range] {
        let limit = place(n)
        if offsets[n] >= 0, limit > at {
          seen += bytes.newlines(in: at..<limit)
          at = limit
        }
        before.append(seen)
      }
      let end = part + 1 < parts ? starts[part + 1] : at
      if end > at { seen += bytes.newlines(in: at..<end) }
      return (before: before, total: seen)
    }
    var result = [Int?](repeating: nil, count: offsets.count)
    var base = 1
    for part in 0..<parts {
      for (i, n) in sorted[Parts.range(part, of: parts, over: order.count)].enumerated() where offsets[n] >= 0 {
        result[n] = base + counted[part].before[i]
      }
      base += counted[part].total
    }
    return result
  }
}
