/**
 * The company's headline counts, in one small module: About Us shows them with the rest of its
 * figures, and the home hero and the portfolio quote them without loading the About copy.
 */

/** Every project delivered since the start; the portfolio shows a selection of them. */
export const projectsDelivered = 240;

/** Every client served since the start. */
export const clientsServed = 120;
