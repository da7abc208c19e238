// Placeholder entry point; replaced by the command line below.
print("transition-lab")
