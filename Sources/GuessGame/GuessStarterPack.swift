import GameCore

extension GuessMode {
  /// Three shapes to name, with the game's numbers explained.
  public func starterPack(named name: String) -> StarterPack? {
    let settings = """

        \t<!-- The game's numbers: points at the start, what a hint (a letter shown) and a remove (a
        \t     wrong option taken away) cost, what a right answer earns. -->
        \t<key>settings</key>
        \t<dict>
        \t\t<key>startScore</key>
        \t\t<integer>1000</integer>
        \t\t<key>hintCost</key>
        \t\t<integer>100</integer>
        \t\t<key>removeCost</key>
        \t\t<integer>50</integer>
        \t\t<key>reward</key>
        \t\t<integer>50</integer>
        \t</dict>
        """
    let manifest = StarterPack.manifest(mode: id, name: name, data: "questions.plist", pictures: "pictures", summary: "Three shapes to name",
                                        settings: settings)
    return StarterPack(files: [("pack.plist", manifest), ("questions.plist", Self.starterQuestions)], pictureFolder: "pictures",
                       pictures: ["circle": "circle", "square": "square", "triangle": "triangle"])
  }

  private static func starterQuestion(_ answer: String, _ title: String, options: String) -> String {
    let strings = options.map { "\t\t\t<string>\($0)</string>" }.joined(separator: "\n")
    return """
      \t<dict>
      \t\t<key>answer</key>
      \t\t<string>\(answer)</string>
      \t\t<key>icon</key>
      \t\t<string>\(answer.lowercased())</string>
      \t\t<key>title</key>
      \t\t<string>\(title)</string>
      \t\t<key>options</key>
      \t\t<array>
      \(strings)
      \t\t</array>
      \t</dict>
      """
  }

  private static let starterQuestions = StarterPack.plist("""
    <!-- questions.plist: a question a dictionary (docs/formats.md, "A bare classic plist").
         answer: what the slots spell; icon: the picture's name; title: the clue;
         options: the keys to press, one character each, the answer's among them.
         arcade lint says what is wrong and where; arcade make-pack makes these from pictures. -->
    <array>
    \(starterQuestion("CIRCLE", "Round, with no corners", options: "ECTRLIANOSCHDM"))
    \(starterQuestion("SQUARE", "Four equal sides", options: "QSAUERTNOILHDM"))
    \(starterQuestion("TRIANGLE", "Three sides", options: "TRIANGLEOSHDCU"))
    </array>
    """)

}
