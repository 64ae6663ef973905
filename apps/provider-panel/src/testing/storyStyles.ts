// What main.tsx loads before any screen: the font and the base stylesheet (tokens, buttons, cards, lists). Every panel
// story imports it, so a component looks in Storybook as it does in the panel.
import "@fontsource-variable/vazirmatn";
import "../fonts/vazirmatn-core.gen.css";
import "../styles.css";
