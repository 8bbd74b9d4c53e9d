import{_ as o}from"./FormView.vue_vue_type_script_setup_true_lang-C4A_12d5.js";import"./index-DMFu7Udz.js";import"./index-BwJDB9I9.js";export{o as default};
