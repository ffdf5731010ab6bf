import "server-only";
import type { TRng } from "../prng";
import { slugify } from "../slugify";

const MALE_FIRST = ["Александр", "Дмитрий", "Максим", "Сергей", "Андрей", "Алексей", "Артём", "Илья", "Кирилл", "Михаил", "Никита", "Евгений", "Роман", "Олег", "Владимир"];
const FEMALE_FIRST = ["Анна", "Мария", "Елена", "Ольга", "Наталья", "Ирина", "Татьяна", "Светлана", "Юлия", "Екатерина"];
const LAST = ["Кузнецов", "Попов", "Васильев", "Соколов", "Михайлов", "Новиков", "Фёдоров", "Морозов", "Алексеев", "Лебедев", "Семёнов", "Егоров", "Павлов", "Козлов", "Степанов", "Николаев", "Захаров", "Зайцев", "Борисов", "Яковлев"];
const FATHERS = ["Александров", "Дмитриев", "Сергеев", "Андреев", "Игорев", "Викторов", "Николаев", "Олегов", "Михайлов", "Петров"];
const POSITIONS = ["Инженер-снабженец", "Менеджер по закупкам", "Главный инженер", "Прораб", "Руководитель отдела снабжения", "Инженер-электрик", "Бухгалтер", "Генеральный директор"];

export type TPerson = { firstName: string; lastName: string; middleName: string; gender: "male" | "female"; position: string };

export function makePerson(rng: TRng): TPerson {
  const gender = rng.chance(0.35) ? "female" : "male";
  const last = rng.pick(LAST);
  const father = rng.pick(FATHERS);
  return {
    gender,
    firstName: rng.pick(gender === "male" ? MALE_FIRST : FEMALE_FIRST),
    lastName: gender === "male" ? last : `${last}а`,
    middleName: gender === "male" ? `${father}ич` : `${father}на`,
    position: rng.pick(POSITIONS),
  };
}

/** "a.kuznetsov@volt-inzhiniring.test": lower case, unique within `used`. */
export function makeEmail(person: Pick<TPerson, "firstName" | "lastName">, domain: string, used: Set<string>): string {
  const base = `${slugify(person.firstName)[0]}.${slugify(person.lastName)}`;
  let email = `${base}@${domain}.test`;
  for (let n = 2; used.has(email); n++) email = `${base}${n}@${domain}.test`;
  used.add(email);
  return email;
}
