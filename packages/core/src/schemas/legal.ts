// Issue 20: signup's versioned Terms of Service and Business Associate Agreement, and the free trial.
export {};
