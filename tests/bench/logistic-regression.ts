/**
 * Logistic regression for the screen's small heads (the crisis classifier, decision 026; the
 * crisis model's "someone at risk" head, decision 041): full-batch gradient descent with Nesterov
 * momentum from a zero start, a fixed number of steps and an L2 penalty. Deterministic: the same
 * rows in the same order give the same weights.
 *
 * A row is a dense vector plus, optionally, sparse slots that all carry the same value (the
 * classifier's hashed words).
 */
export type Row = {
  dense: readonly number[];
  slots?: readonly number[];
  value?: number;
  label: 0 | 1;
};
export type Fitted = { weights: number[]; bias: number };
export type Settings = {
  l2: number;
  steps: number;
  rate: number;
  momentum: number;
  sparseDims?: number;
};

export function fitLogistic(rows: readonly Row[], settings: Settings): Fitted {
  const { l2, steps, rate, momentum, sparseDims = 0 } = settings;
  const dense = rows[0]!.dense.length;
  const dims = dense + sparseDims;
  const weights = new Float64Array(dims);
  const velocity = new Float64Array(dims + 1);
  let bias = 0;
  const gradient = new Float64Array(dims + 1);
  const look = new Float64Array(dims + 1);
  for (let step = 0; step < steps; step++) {
    // Nesterov: the gradient at the look-ahead point.
    for (let i = 0; i < dims; i++) look[i] = weights[i]! + momentum * velocity[i]!;
    look[dims] = bias + momentum * velocity[dims]!;
    gradient.fill(0);
    for (const row of rows) {
      let z = look[dims]!;
      for (let i = 0; i < dense; i++) z += look[i]! * row.dense[i]!;
      for (const index of row.slots ?? []) z += look[dense + index]! * row.value!;
      const error = 1 / (1 + Math.exp(-z)) - row.label;
      for (let i = 0; i < dense; i++) gradient[i] += error * row.dense[i]!;
      for (const index of row.slots ?? []) gradient[dense + index] += error * row.value!;
      gradient[dims] += error;
    }
    for (let i = 0; i <= dims; i++) {
      const g = gradient[i]! / rows.length + (i < dims ? l2 * look[i]! : 0);
      velocity[i] = momentum * velocity[i]! - rate * g;
      if (i < dims) weights[i] += velocity[i]!;
      else bias += velocity[i]!;
    }
  }
  return { weights: [...weights], bias };
}

/** The fitted model's log-odds for one row. */
export function logisticScore(model: Fitted, row: Omit<Row, "label">) {
  let z = model.bias;
  const dense = row.dense.length;
  for (let i = 0; i < dense; i++) z += model.weights[i]! * row.dense[i]!;
  for (const index of row.slots ?? []) z += model.weights[dense + index]! * row.value!;
  return z;
}
