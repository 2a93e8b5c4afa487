// docs/product/subscriptions-and-codes.md#courses: the products a right can carry, with the subscription desk's course
// code and number. Numbers are text because "0000" must keep its zeros.
export const productContents = ["none", "digital", "double"] as const;
export type ProductContent = (typeof productContents)[number];

export interface SubscriptionCourse {
  name: "None" | "Digital" | "Double";
  product: ProductContent;
  /** null: nothing to subscribe to */
  code: string | null;
  number: string;
}

export const subscriptionCourseOf: Readonly<Record<ProductContent, SubscriptionCourse>> = {
  digital: { name: "Digital", product: "digital", code: "S116C001P001", number: "1001" },
  double: { name: "Double", product: "double", code: "S116C001P002", number: "1002" },
  none: { name: "None", product: "none", code: null, number: "0000" },
};

export const subscriptionCourses: readonly SubscriptionCourse[] = Object.values(subscriptionCourseOf);

export const courseByCode = (code: string): SubscriptionCourse | undefined =>
  subscriptionCourses.find((course) => course.code === code);

export const courseByNumber = (number: string): SubscriptionCourse | undefined =>
  subscriptionCourses.find((course) => course.number === number);
