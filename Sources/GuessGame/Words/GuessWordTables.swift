/// The guess game's words: 超级猜图's in Chinese, and English.
enum GuessWordTables {
  static let chinese: [GuessText: String] = [
    .score: "得分 %1", .wrongLine: "✗ 不对哦: 点一个格子把它清空", .rightLine: "✓ 答对了! +%1",
    .buttonHint: "提示 −%1", .buttonRemove: "去除 −%1", .buttonZoom: "大图", .buttonNext: "下一题", .buttonHintShort: "提示",
    .buttonRemoveShort: "去除", .zoomHelp: "大图 · Esc、大图键或点图片外面关闭", .doneTitle: "恭喜通关!", .finalScore: "最终得分 %1",
    .doneSummary: "答对 %1 · 跳过 %2 · 提示 %3", .bestScore: "最高分 %1", .playAgain: "再来一次", .back: "返回",
    .keyHint: "提示", .keyRemove: "去除", .keyZoom: "大图", .keyNext: "下一题", .keyUndo: "撤销", .keyBack: "返回",
    .howToPlay1: "输入选项上的字, 或点它, 填进下一个格子.", .howToPlay2: "点一个填了的格子, 或按退格, 把它清空.",
    .howToPlay3: "填满每个格子, 拼出图片上的东西: +%1.", .howToPlay4: "提示 (−%1) 给出下一个字;",
    .howToPlay5: "去除 (−%1) 拿掉一半不在答案里的选项.",
    .noOptionShows: "没有选项是 “%1”", .noSlotToEmpty: "没有可以清空的格子", .finishedPlayAgain: "已经通关了: 从第一题再玩一次",
    .lastQuestion: "这是最后一题", .finished: "已经通关了", .waitNext: "等一下, 马上到下一题", .noOption: "没有第 %1 个选项",
    .wrongEmptyFirst: "答案不对: 先清空一个格子", .optionUsed: "第 %1 个选项已经用了", .slotsFull: "格子都填满了",
    .noSlot: "没有第 %1 个格子", .slotEmpty: "第 %1 个格子已经是空的", .slotRevealed: "第 %1 个格子是提示给的, 清不掉",
    .hintCost: "提示要 %1 分; 你有 %2 分", .allRevealed: "每个字都已经提示了", .allInAnswer: "剩下的选项都在答案里",
    .removeCost: "去除要 %1 分; 你有 %2 分", .unanswerable: "这道题的选项拼不出答案 (arcade lint 会说为什么): 按下一题",
  ]

  static let english: [GuessText: String] = [
    .score: "Score %1", .wrongLine: "✗ Not quite: press a slot to empty it", .rightLine: "✓ Right! +%1",
    .buttonHint: "Hint −%1", .buttonRemove: "Remove −%1", .buttonZoom: "Zoom", .buttonNext: "Next", .buttonHintShort: "Hint",
    .buttonRemoveShort: "Remove", .zoomHelp: "Zoom · Esc, the zoom key or a click outside the picture closes it", .doneTitle: "All done!",
    .finalScore: "Final score %1", .doneSummary: "Solved %1 · Skipped %2 · Hints %3", .bestScore: "Best score %1",
    .playAgain: "Play again", .back: "Back",
    .keyHint: "Hint", .keyRemove: "Remove", .keyZoom: "Zoom", .keyNext: "Next", .keyUndo: "Undo", .keyBack: "Back",
    .howToPlay1: "Type an option's character, or click it, to fill the next slot.",
    .howToPlay2: "Click a filled slot, or press Backspace, to empty it.", .howToPlay3: "Fill every slot with the word the picture shows: +%1.",
    .howToPlay4: "Hint (−%1) reveals the next character;", .howToPlay5: "remove (−%1) takes off half the options not in the answer.",
    .noOptionShows: "No option shows “%1”", .noSlotToEmpty: "No slot to empty",
    .finishedPlayAgain: "The pack is finished: play again from the first question", .lastQuestion: "This is the last question",
    .finished: "The pack is finished", .waitNext: "Wait for the next question", .noOption: "There is no option %1",
    .wrongEmptyFirst: "The answer is wrong: empty a slot first", .optionUsed: "Option %1 is already used", .slotsFull: "Every slot is full",
    .noSlot: "There is no slot %1", .slotEmpty: "Slot %1 is already empty", .slotRevealed: "Slot %1 was revealed by a hint and stays",
    .hintCost: "A hint costs %1 points; you have %2", .allRevealed: "Every character is already revealed",
    .allInAnswer: "Every option left belongs to the answer", .removeCost: "Removing options costs %1 points; you have %2",
    .unanswerable: "This question cannot be answered from its options (arcade lint shows why): press Next",
  ]
}
