// Issue 19: built in its own commit.
export {};
