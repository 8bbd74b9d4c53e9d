import{_ as m}from"./FormView.vue_vue_type_script_setup_true_lang-CQMa9-LL.js";import"./index-D46RK08T.js";export{m as default};
