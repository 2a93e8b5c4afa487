import { subscriptionCourseOf } from "@awd/core/subscription-course";
import type { Metadata } from "next";
import { PageTop } from "@/components/site/PageTop";
import { externalLinks } from "@/lib/external-links";
import { headerMessages, landingMessages, subscribeBannerMessages } from "@/messages";
import styles from "./page.module.css";

export const metadata: Metadata = { title: landingMessages.title };

// spec §2 /lp/index.html: the apply landing page the apply button opens.
export default function LandingPage() {
  const courses = [
    { course: subscriptionCourseOf.digital, title: landingMessages.digitalTitle, text: landingMessages.digitalText },
    { course: subscriptionCourseOf.double, title: landingMessages.doubleTitle, text: landingMessages.doubleText },
  ];
  return (
    <>
      <PageTop />
      <div className={styles.page}>
        <header className={styles.hero}>
          <h1 className={styles.title}>{landingMessages.title}</h1>
          <p className={styles.lead}>{landingMessages.lead}</p>
        </header>
        <ul className={styles.courses}>
          {courses.map(({ course, title, text }) => (
            <li key={course.name} className={styles.course}>
              <h2 className={styles.courseTitle}>{title}</h2>
              <p>{text}</p>
              <p className={styles.code}>
                {landingMessages.courseCode}：{course.code}
              </p>
            </li>
          ))}
        </ul>
        <p className={styles.actions}>
          <a href={externalLinks.digitalEditionApply} target="_blank" rel="noopener" className={styles.apply}>
            {subscribeBannerMessages.apply}
            <span className="visually-hidden">{headerMessages.newTab}</span>
          </a>
        </p>
        <p className={styles.note}>{landingMessages.note}</p>
      </div>
    </>
  );
}
