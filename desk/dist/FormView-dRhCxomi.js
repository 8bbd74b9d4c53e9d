import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-aYpOvOMf.js";import"./index-DkmNi-gr.js";export{m as default};
