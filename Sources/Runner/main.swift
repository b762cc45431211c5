print("arcade")
