/// Laying a large tree out on every core: the containers a few levels below the root (a
/// catalog's categories, a pack's questions) are found breadth first and shared evenly among the
/// parts, each laying its containers out with its own numbering and string table; the head
/// lays out the levels above them, leaving a mark where each goes. `number` then makes the
/// numbering one writer in order would have made, so the bytes are the same.
extension BinaryPlistWriter {
  /// A run of one flattener's objects and string entries, in the output's order.
  struct Segment {
    let flattener: Int
    let objects: Range<Int>
    let entries: Range<Int>
  }

  /// A tree laid out by one flattener (0, the head) or more, and the order the output meets
  /// their objects.
  struct Flattened {
    var flatteners: [Flattener]
    var segments: [Segment]
    /// The head's reference of the top object.
    let top: Int
    /// Each container the head left to a part: that part's flattener and its first object.
    var splices: [(flattener: Int, object: Int)] = []
  }

  static func flatten(_ node: PlistNode, limit: Int, parts: Int, sizeForParts: Int) throws(PlistError) -> Flattened {
    // A string met at two places is two entries until `number`: a writer with one table would
    // have made one object, so the limit allows for one more object a place.
    let places = node.placesCount ?? 0
    let most = limit > Int.max - places ? Int.max : limit + places
    if parts > 1, node.sizeForParts >= sizeForParts, let inParts = flattenInParts(node, parts: parts, limit: limit, most: most) {
      return inParts
    }
    var head = Flattener(limit: limit, most: most)
    let top = try head.add(node)
    return Flattened(flatteners: [head], segments: [segment(0, from: Mark(objects: 0, entries: 0), to: head.mark)], top: top)
  }

  private static func segment(_ flattener: Int, from start: Mark, to end: Mark) -> Segment {
    Segment(flattener: flattener, objects: start.objects..<end.objects, entries: start.entries..<end.entries)
  }

  /// Nil when the tree is small or narrow, or a part passed its share of the limit (laid out
  /// again in order, which stops where a writer in order stops).
  private static func flattenInParts(_ node: PlistNode, parts: Int, limit: Int, most: Int) -> Flattened? {
    guard let (frontier, depth) = node.frontier(parts: parts) else { return nil }
    var head = Flattener(limit: limit, most: most, frontierDepth: depth)
    guard let top = try? head.add(node), head.marks.count == frontier.count else { return nil }
    let laid = Parts.map(parts, over: frontier.count) { _, range -> Flattener? in
      var flattener = Flattener(limit: limit, most: most / parts)
      do {
        for i in range { try flattener.addContainer(frontier[i]) }
        return flattener
      } catch {
        return nil
      }
    }
    var flattened = Flattened(flatteners: [head], segments: [], top: top)
    var headAt = Mark(objects: 0, entries: 0)
    for part in 0..<parts {
      guard let flattener = laid[part] else { return nil }
      let range = Parts.range(part, of: parts, over: frontier.count)
      let index = flattened.flatteners.count
      flattened.flatteners.append(flattener)
      for (j, k) in range.enumerated() {
        flattened.segments.append(segment(0, from: headAt, to: head.marks[k]))
        headAt = head.marks[k]
        let end = j + 1 < flattener.marks.count ? flattener.marks[j + 1] : flattener.mark
        flattened.segments.append(segment(index, from: flattener.marks[j], to: end))
        flattened.splices.append((index, flattener.marks[j].objects))
      }
    }
    flattened.segments.append(segment(0, from: headAt, to: head.mark))
    return flattened
  }
}
