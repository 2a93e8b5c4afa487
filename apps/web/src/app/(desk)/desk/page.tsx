import Link from "next/link";
import { deskNav } from "@/desk/deskNav";
import { deskMessages } from "@/messages/desk";
import styles from "./page.module.css";

// The desk's home: its areas, each with what it is for.
export default function DeskHomePage() {
  return (
    <>
      <h1 className={styles.title}>{deskMessages.title}</h1>
      <p>{deskMessages.homeLead}</p>
      <ul className={styles.areas}>
        {deskNav.map((area) => (
          <li key={area.href} className={styles.area}>
            <Link href={area.href} className={styles.areaLink}>
              {area.label}
            </Link>
            <p className={styles.areaSummary}>{area.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
